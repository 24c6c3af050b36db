/** A progress bar; without a fraction it is indeterminate (e.g. "processing" after the bytes are sent). */
export function ProgressBar({ label, fraction }: { label: string; fraction?: number }) {
  const percent = fraction === undefined ? undefined : Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-indeterminate={percent === undefined}
    >
      <span style={percent === undefined ? undefined : { width: `${percent}%` }} />
    </div>
  );
}
