import { Link } from 'react-router-dom';

type AuthLinkProps = { prompt: string; label: string; to: string };

export const AuthLink = ({ prompt, label, to }: AuthLinkProps) => (
  <p>
    {prompt}{' '}
    <Link to={to} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
      {label}
    </Link>
  </p>
);
