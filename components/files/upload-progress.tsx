/** The share of an upload sent so far, as a bar and a percentage (the bar carries the label). */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return (
    <div className="flex items-center gap-3 text-sm text-fg-muted">
      <progress
        aria-label={label}
        value={percent}
        max={100}
        className="h-2 w-64 overflow-hidden rounded-full accent-brand-700"
      />
      <span aria-hidden="true">{percent} %</span>
    </div>
  );
}
