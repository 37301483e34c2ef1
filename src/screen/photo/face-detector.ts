/**
 * Offline face detection: @vladmandic/human (BlazeFace detector + FaceMesh verifier) on the
 * tfjs WebAssembly backend, with the weights read from the package's own `models/` folder.
 *
 * Why this shape:
 * - Human's `node` export needs tfjs-node, which does not install here; its `node-wasm` build
 *   needs only tfjs-core, tfjs-converter and tfjs-backend-wasm. That file is not reachable
 *   through the package's `exports` map, so it is loaded by path next to the resolved entry.
 * - Human fetches models with the global `fetch`, which cannot read `file://` in Node 20. A tfjs
 *   IO router for a private `vitae-models://` scheme hands it the JSON and weights from disk, so
 *   nothing ever goes to the network.
 * - One Human instance per process, created lazily on first use; concurrent first callers share
 *   the SAME in-flight promise. Human keeps per-instance state during `detect`, so calls are
 *   serialized through a promise chain (a detection takes tens of milliseconds).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Config, FaceResult, Human } from '@vladmandic/human';

const MODEL_SCHEME = 'vitae-models://';

/** An RGB image in memory: `data` holds width × height × 3 bytes, row-major. */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** One face found, in the pixel coordinates of the image given to `detectFaces`. */
export interface DetectedFace {
  /** Tight box around the FaceMesh landmarks: brow to chin, cheek to cheek. */
  x: number;
  y: number;
  w: number;
  h: number;
  /** BlazeFace detection confidence, 0..1. */
  detectorScore: number;
  /** FaceMesh confidence that the crop really is a face, 0..1. */
  meshScore: number;
  /** Eye centres when the mesh gives them (used to check the face is upright and frontal). */
  leftEye?: [number, number];
  rightEye?: [number, number];
}

export interface FaceDetectorInfo {
  /** Milliseconds spent creating the instance, starting the backend and loading the models. */
  loadMs: number;
  backend: string;
}

interface LoadedDetector {
  human: Human;
  info: FaceDetectorInfo;
}

let loading: Promise<LoadedDetector> | null = null;
let queue: Promise<unknown> = Promise.resolve();

const require = createRequire(import.meta.url);

function packagePaths(): { humanModule: string; modelsDir: string; wasmDir: string } {
  // `@vladmandic/human` resolves (condition "node") to dist/human.node.js; its siblings are the
  // other builds, and the package root holds models/.
  const humanEntry = require.resolve('@vladmandic/human');
  const wasmEntry = require.resolve('@tensorflow/tfjs-backend-wasm');
  return {
    humanModule: join(dirname(humanEntry), 'human.node-wasm.js'),
    modelsDir: join(dirname(humanEntry), '..', 'models'),
    // tfjs-backend-wasm wants a directory prefix with a trailing slash.
    wasmDir: `${dirname(wasmEntry)}/`,
  };
}

function humanConfig(wasmDir: string): Partial<Config> {
  return {
    backend: 'wasm',
    wasmPath: wasmDir,
    wasmPlatformFetch: false,
    modelBasePath: MODEL_SCHEME,
    cacheModels: false,
    // Every input is a new still image: no frame cache, no skipping, no warm-up image.
    cacheSensitivity: 0,
    skipAllowed: false,
    warmup: 'none',
    debug: false,
    async: false,
    filter: { enabled: false },
    gesture: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    segmentation: { enabled: false },
    face: {
      enabled: true,
      detector: {
        modelPath: 'blazeface.json',
        rotation: false,
        maxDetected: 8,
        skipFrames: 0,
        skipTime: 0,
        // Low on purpose: the photo step applies its own thresholds to both scores.
        minConfidence: 0.2,
        minSize: 0,
        iouThreshold: 0.2,
        scale: 1.4,
        square: false,
        mask: false,
        return: false,
      },
      mesh: { enabled: true, modelPath: 'facemesh.json', keepInvalid: false },
      iris: { enabled: false },
      attention: { enabled: false },
      emotion: { enabled: false },
      description: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    } as Config['face'],
  } as Partial<Config>;
}

interface ModelJson {
  weightsManifest: { paths: string[]; weights: unknown[] }[];
}

/** A tfjs IO router: `vitae-models://name.json` → the model read from the package folder. */
function localModelRouter(tf: Human['tf'], modelsDir: string) {
  return (url: string | string[]) => {
    if (typeof url !== 'string' || !url.startsWith(MODEL_SCHEME)) return null;
    const name = url.slice(MODEL_SCHEME.length).replace(/^\/+/, '');
    if (name.includes('..') || name.includes('/')) return null;
    return {
      load: async () => {
        const json = JSON.parse(await readFile(join(modelsDir, name), 'utf8')) as ModelJson;
        return tf.io.getModelArtifactsForJSON(json, async (manifest: ModelJson['weightsManifest']) => {
          const specs: unknown[] = [];
          const parts: Buffer[] = [];
          for (const group of manifest) {
            for (const p of group.paths) parts.push(await readFile(join(modelsDir, p)));
            specs.push(...group.weights);
          }
          const all = Buffer.concat(parts);
          return [specs, all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength)];
        });
      },
    };
  };
}

async function createDetector(): Promise<LoadedDetector> {
  const started = performance.now();
  const paths = packagePaths();
  const { Human: HumanClass } = require(paths.humanModule) as { Human: new (config: Partial<Config>) => Human };
  const human = new HumanClass(humanConfig(paths.wasmDir));
  human.tf.io.registerLoadRouter(localModelRouter(human.tf, paths.modelsDir));
  await human.load();
  if (!human.models.models.blazeface || !human.models.models.facemesh) {
    throw new Error('face detector models failed to load from the @vladmandic/human package');
  }
  // The first inference compiles the WebAssembly kernels (a few hundred ms): pay it here, in
  // the one-off load, not in the first CV that has a picture.
  const blank = human.tf.zeros([128, 128, 3], 'int32');
  try {
    await human.detect(blank);
  } finally {
    human.tf.dispose(blank);
  }
  return { human, info: { loadMs: performance.now() - started, backend: String(human.tf.getBackend()) } };
}

/** Loads the detector once per process (lazily) and reports what loading cost. */
export function loadFaceDetector(): Promise<FaceDetectorInfo> {
  return getDetector().then((d) => d.info);
}

function getDetector(): Promise<LoadedDetector> {
  if (!loading) {
    loading = createDetector();
    // A failed load must not poison the process forever: the next caller retries.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

function toDetectedFace(face: FaceResult): DetectedFace {
  const mesh = face.mesh ?? [];
  let box: [number, number, number, number] = [face.box[0], face.box[1], face.box[2], face.box[3]];
  if (mesh.length > 100) {
    // The mesh outline is tighter and better centred than Human's enlarged, squared box.
    let x0 = Number.POSITIVE_INFINITY;
    let y0 = Number.POSITIVE_INFINITY;
    let x1 = Number.NEGATIVE_INFINITY;
    let y1 = Number.NEGATIVE_INFINITY;
    for (const p of mesh) {
      x0 = Math.min(x0, p[0]);
      y0 = Math.min(y0, p[1]);
      x1 = Math.max(x1, p[0]);
      y1 = Math.max(y1, p[1]);
    }
    box = [x0, y0, x1 - x0, y1 - y0];
  }
  const eye = (name: string): [number, number] | undefined => {
    const pts = (face.annotations as Record<string, number[][]> | undefined)?.[name];
    if (!pts || pts.length === 0) return undefined;
    let sx = 0;
    let sy = 0;
    for (const p of pts) {
      sx += p[0] ?? 0;
      sy += p[1] ?? 0;
    }
    return [sx / pts.length, sy / pts.length];
  };
  return {
    x: box[0],
    y: box[1],
    w: box[2],
    h: box[3],
    detectorScore: face.boxScore,
    meshScore: face.faceScore,
    leftEye: eye('leftEyeLower0'),
    rightEye: eye('rightEyeLower0'),
  };
}

/** Finds faces in an RGB image. Serialized: one detection at a time per process. */
export function detectFaces(image: RgbImage): Promise<DetectedFace[]> {
  const run = async (): Promise<DetectedFace[]> => {
    const { human } = await getDetector();
    const tf = human.tf;
    const tensor = tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
    try {
      const result = await human.detect(tensor);
      return result.face.map(toDetectedFace);
    } finally {
      tf.dispose(tensor);
    }
  };
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}
