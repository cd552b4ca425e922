/** Saves a blob as a download under a file name (the browser's own save flow). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data by the next task; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url));
}
