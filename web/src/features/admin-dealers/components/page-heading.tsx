export const PageHeading = ({ title, subtitle }: { title: string; subtitle: string }) => (
  <div>
    <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
    <p className="mt-1 text-slate-600">{subtitle}</p>
  </div>
);
