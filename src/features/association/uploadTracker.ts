import { isLocalImage } from '../../offline/deferredUploads';

/** Own uploads live under /uploads/, or on the device until they go; links to other sites are never deleted. */
export function isOwnUpload(url: string | null): url is string {
  return url !== null && (url.startsWith('/uploads/') || isLocalImage(url));
}

export interface UploadTracker {
  /** An image was uploaded for the card being edited. */
  uploaded(url: string): void;
  /** The card's image changed away from `previous`: delete it if it was uploaded during this edit. */
  replaced(previous: string | null): void;
  /** The card was saved with `kept`: uploads of this edit not kept go, and so does the replaced original when unused. */
  saved(kept: string | null, isStillUsed: (url: string) => boolean): void;
  /** The edit was cancelled or left: this edit's uploads go. */
  abandoned(): void;
}

/**
 * Tracks the uploads of one card edit (part 1 §4 Image upload): files are deleted when the card
 * is not saved or the image is replaced. Deletions never block the user: failures are only logged.
 */
export function createUploadTracker(original: string | null, remove: (url: string) => Promise<unknown>): UploadTracker {
  const fresh = new Set<string>();
  const drop = (url: string) => {
    fresh.delete(url);
    remove(url).catch((error: unknown) => console.warn('[uploads] could not delete', url, error));
  };
  return {
    uploaded: (url) => void fresh.add(url),
    replaced(previous) {
      if (previous !== null && fresh.has(previous)) drop(previous);
    },
    saved(kept, isStillUsed) {
      for (const url of [...fresh]) if (url !== kept) drop(url);
      fresh.clear();
      if (isOwnUpload(original) && original !== kept && !isStillUsed(original)) drop(original);
    },
    abandoned() {
      for (const url of [...fresh]) drop(url);
    },
  };
}
