import type { ReactNode } from 'react';

type AuthCardProps = { title: string; subtitle: string; children: ReactNode; footer: ReactNode };

// The frame of the login and signup screens.
export const AuthCard = ({ title, subtitle, children, footer }: AuthCardProps) => (
  <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
    <div className="mx-auto w-full max-w-lg rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-900/5 sm:p-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-600">{subtitle}</p>
      <div className="mt-6">{children}</div>
      <div className="mt-6 space-y-2 border-t border-slate-100 pt-5 text-sm text-slate-600">
        {footer}
      </div>
    </div>
  </section>
);
