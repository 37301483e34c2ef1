/**
 * Every threshold and weight the photo step uses, in one table, so the rules can be read,
 * reviewed and tuned without hunting through conditionals. Sizes are fractions unless a name
 * says `Px` (pixels) or `Pages`.
 */
export const PHOTO_RULES = {
  candidates: {
    /** Embedded images examined with the detector, best-placed first. */
    maxEmbedded: 6,
    /**
     * Page images (scans, JPG/PNG CVs, page-sized backgrounds) searched for a face: the first two,
     * as a scanned application may open with a cover letter.
     */
    maxPageSearches: 2,
    /** A headshot lives on the first pages (a cover letter may come first). */
    maxPage: 3,
    /** Too few pixels to hold a recognisable face (icons, bullets, rules). */
    minSidePx: 40,
    minAreaPx: 64 * 64,
    /** Pixel aspect width/height: strips, rules and banners fall outside. */
    minAspect: 0.45,
    maxAspect: 2.2,
    /** Drawn size on the page relative to the page width: tiny marks are never a photo. */
    minDrawnSideOfPageWidth: 0.05,
    /** An image covering this share of its page is treated as a page to search, not a photo. */
    pageLikeAreaShare: 0.5,
  },
  raster: {
    /** Longest side an embedded image is downscaled to before detection (BlazeFace sees 256). */
    detectMaxSidePx: 384,
    /** Longest side a page image is decoded at for the search. */
    pageMaxSidePx: 1600,
    /** Side of each page window handed to the detector. */
    windowPx: 320,
    /** Decoding refuses images beyond this many pixels (protects the worker). */
    maxInputPixels: 80_000_000,
  },
  flatness: {
    /**
     * Share of pixels covered by the 8 most frequent colours (5 bits per channel) above which an
     * image is a flat graphic (logo, icon, QR code, clean signature, shape) and the detector is
     * not even run. Photographs, even passport photos on a plain background, stay well below.
     */
    maxTopColoursShare: 0.93,
    topColours: 8,
  },
  pageSearch: {
    /** Square window side relative to the page width, and the stride between windows. */
    windowOfPageWidth: 0.5,
    strideOfPageWidth: 0.25,
    /** Only the top of the page is searched: that is where a CV puts the headshot. */
    searchTopShare: 0.62,
    /**
     * Blocks of `blockPx` (in the decoded page) count as photographic when this share of their
     * pixels are mid-tones; a window (or the page) with fewer such blocks than `minPhotoBlocks`
     * is text, rules and paper, and is not shown to the detector. 40 blocks is about the area
     * of the smallest headshot accepted below; dense text pages measure under 35.
     */
    blockPx: 8,
    blockMidtoneShare: 0.75,
    minPhotoBlocks: 40,
    /** A face must be at least this wide relative to the page width to be a headshot. */
    minFaceOfPageWidth: 0.04,
    /**
     * The picture around a face on a page: blocks with at least this share of non-paper pixels,
     * connected to the face; plus air around it as a multiple of the face height.
     */
    pictureInkShare: 0.6,
    pictureMarginOfFace: 0.1,
  },
  face: {
    /** BlazeFace confidence and FaceMesh confidence needed to call it a face. */
    minDetectorScore: 0.5,
    minMeshScore: 0.7,
    /** Smallest face (mesh box width) in original image pixels that still makes a usable crop. */
    minFaceWidthPx: 24,
    /** In an embedded image, the face must fill at least this share of the image's shorter side. */
    minFaceOfImageSide: 0.12,
    /** A second face at least this large relative to the first means a group photo: no photo. */
    groupSecondFaceRatio: 0.6,
    /** Eyes must be roughly level: a tilted "face" is usually a pattern, not a portrait. */
    maxEyeTiltDegrees: 30,
  },
  score: {
    /** Ranking between accepted candidates: pages after the first and lower placements weigh less. */
    laterPagePenalty: 0.15,
    lowPlacementPenalty: 0.2,
  },
  crop: {
    /** Portrait 3:4 (width/height) framed around the face: head and shoulders. */
    aspect: 3 / 4,
    /** Crop height as a multiple of the face height (mesh: brow to chin). */
    heightOfFace: 2.4,
    /** Space above the face box as a multiple of the face height (forehead, hair, air). */
    topMarginOfFace: 0.6,
    maxSidePx: 512,
    jpegQuality: 85,
  },
} as const;

export type PhotoRules = typeof PHOTO_RULES;
