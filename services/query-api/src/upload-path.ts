import path from 'node:path';

/** Images are stored by file name and served from /uploads/. */
export const uploadPath = (imagePath: string) =>
  imagePath.startsWith('/uploads/') || /^https?:\/\//.test(imagePath)
    ? imagePath
    : `/uploads/${path.basename(imagePath)}`;
