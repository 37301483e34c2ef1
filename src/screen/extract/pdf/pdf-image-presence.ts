/**
 * Whether a PDF holds any image at all, from its bytes alone: image streams are never inside
 * compressed object streams, so their dictionaries are plain bytes. Most CVs hold none, and then
 * the image step (pdf-lib, the codecs) is not even loaded.
 */
const HAS_IMAGE = /\/Subtype\s*\/Image\b/;

export function holdsImages(bytes: Uint8Array): boolean {
  return HAS_IMAGE.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
}
