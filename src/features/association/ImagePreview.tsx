import { useEffect, useRef } from 'react';
import { fr } from '../../i18n/fr';

interface ImagePreviewProps {
  src: string;
  alt: string;
  onClose: () => void;
}

/**
 * The card image enlarged in a modal dialog (part 1 §2): Escape or a click outside the image
 * closes it; the page behind is inert, Tab stays inside, and focus goes back where it was.
 */
export function ImagePreview({ src, alt, onClose }: ImagePreviewProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="image-preview"
      aria-label={fr.association.previewTitle}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        // Tab stays inside: the dialog is the only thing to interact with while it is open.
        if (event.key !== 'Tab') return;
        const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button, [href], [tabindex]:not([tabindex="-1"])')];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      <img className="image-preview__image" src={src} alt={alt} />
      <button type="button" className="icon-button image-preview__close" aria-label={fr.association.closePreview} autoFocus onClick={onClose}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </dialog>
  );
}
