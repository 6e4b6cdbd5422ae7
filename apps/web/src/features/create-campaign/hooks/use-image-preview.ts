import { useEffect, useState } from 'react';

/** A data URL showing the picked image (read in the background); undefined until it is ready. */
export function useImagePreview(file: Blob | null): string | undefined {
  const [preview, setPreview] = useState<{ file: Blob; url: string }>();
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : undefined;
}
