import { useEffect } from 'preact/hooks';

/** A message from the server (a refused move, a dropped connection), dismissed by a click or after a while. */
export function Toast({ message, code, onClose }: { message: string; code?: string; onClose: () => void }) {
  useEffect(() => {
    const t = setTimeout(onClose, 9000);
    return () => clearTimeout(t);
  }, [message]);
  return (
    <div class="toast" role="alert" data-testid="toast" data-code={code ?? ''} onClick={onClose}>
      <b>Not allowed:</b> {message}
      <button class="toast-close" aria-label="Dismiss">×</button>
    </div>
  );
}
