import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { IMAGE_MESSAGES, imageFileProblem } from '@/lib/image-file';
import { useLocalizeMessage } from '@/lib/localize-message';
import { buttonClasses } from './button';
import type { ButtonVariant } from './button';

type ImagePickButtonProps = {
  label: string;
  busyLabel: string;
  busy: boolean;
  // Uploads the checked file; resolves to the problem to show, or null when it went through.
  onPick: (file: File) => Promise<string | null>;
  variant?: ButtonVariant;
  // The form name of the file (profilePic, aadhaarImage), as the server's field is called.
  name?: string;
};

// Picks an account image, checks it as the server will (an image, under 5MB) and hands it on.
export const ImagePickButton = ({
  label,
  busyLabel,
  busy,
  onPick,
  variant = 'outline',
  name,
}: ImagePickButtonProps) => {
  const localize = useLocalizeMessage();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    // The same file can be picked again after a refusal.
    if (input.current) input.current.value = '';
    if (!file) return;
    const found = await imageFileProblem(file, IMAGE_MESSAGES.upload);
    setProblem(found ?? (await onPick(file)));
  };

  return (
    <div>
      {/* The button opens this chooser; it stays out of the tab order. */}
      <input
        ref={input}
        type="file"
        name={name}
        accept="image/*"
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <button
        type="button"
        disabled={busy}
        onClick={() => input.current?.click()}
        className={buttonClasses({ variant, size: 'sm' })}
      >
        <Upload aria-hidden="true" className="size-4" />
        {busy ? busyLabel : label}
      </button>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {localize(problem)}
        </p>
      )}
    </div>
  );
};
