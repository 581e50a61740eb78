// Holds the chart's room while its lazily loaded chunk arrives, so nothing below jumps.
export const ChartSkeleton = ({ label }: { label: string }) => (
  <div
    role="status"
    aria-label={label}
    className="h-64 w-full animate-pulse rounded-xl bg-slate-100 sm:h-72"
  />
);
