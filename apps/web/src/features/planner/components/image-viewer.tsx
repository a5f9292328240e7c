import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlaceDetailsResponse } from '@mizan/contracts/places';
import { PhotoCredits } from './attributions';

interface ImageViewerProps {
  photo: PlaceDetailsResponse['photos'][number] | null;
  alt: string;
  onClose: () => void;
}

/** Spec 2: the full-screen image viewer, closed by a click on it, its close button or Escape. */
export function ImageViewer({ photo, alt, onClose }: ImageViewerProps) {
  const { t } = useTranslation('planner');
  return (
    <Dialog.Root open={photo !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/95" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4"
          onClick={onClose}
        >
          <Dialog.Title className="sr-only">{alt}</Dialog.Title>
          {photo ? (
            <>
              <img src={photo.url} alt={alt} className="max-h-[85vh] w-full rounded-lg object-contain" />
              <div className="mt-2 text-xs text-sand-100" onClick={(event) => event.stopPropagation()}>
                <PhotoCredits attributions={photo.attributions} light />
              </div>
            </>
          ) : null}
          <Dialog.Close
            aria-label={t('results.closeImage')}
            className="absolute top-4 right-4 flex size-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25"
          >
            <X aria-hidden="true" className="size-6" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
