/** Placeholder rows the size of real ones, so nothing jumps when the data lands. */
export function SkeletonRows({ rows = 8, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <div className="skeleton-rows" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index}>
          <span className="skeleton" style={{ width: `${40 + ((index * 37) % 45)}%` }} />
        </div>
      ))}
    </div>
  );
}

export function SkeletonText({ width = '60%' }: { width?: string }) {
  return <span className="skeleton" style={{ width }} aria-hidden="true" />;
}
