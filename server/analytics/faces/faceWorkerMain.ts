/** The face engine's worker thread (issue 32): face-api's tiny face detector, tiny 68-point
 *  landmarks and recognition net on TensorFlow.js's WebAssembly backend, the models read from the
 *  @vladmandic/face-api package's model folder and the backend's .wasm from its own package —
 *  nothing fetched. Kept self-contained (it is run as the worker's source, `(main)(require, data)`),
 *  so it uses nothing from its module: each request is a grey picture, each answer its faces with
 *  their boxes (pixels), scores and 128-number descriptors. */
import type * as Threads from 'node:worker_threads';

export interface FaceWorkerData {
  tfjs: string;
  wasm: string;
  wasmDir: string;
  faceApi: string;
  modelDir: string;
}

export interface FaceRequest {
  id: number;
  grey: Uint8Array;
  width: number;
  height: number;
  /** The detector's input size (a multiple of 32): larger finds smaller faces, slower. */
  inputSize: number;
  minScore: number;
  maxFaces: number;
}

export interface WorkerFace {
  x: number;
  y: number;
  w: number;
  h: number;
  score: number;
  descriptor: number[];
}

export type FaceAnswer = { id: number; faces: WorkerFace[]; ms: number } | { id: number; error: string };

export function faceWorkerMain(load: NodeJS.Require, data: FaceWorkerData): void {
  const { parentPort } = load('node:worker_threads') as typeof Threads;
  /* eslint-disable @typescript-eslint/no-explicit-any -- face-api and tfjs are loaded by path, untyped here */
  const tf = load(data.tfjs) as any;
  const wasm = load(data.wasm) as any;
  const faceapi = load(data.faceApi) as any;
  const ready = (async () => {
    wasm.setWasmPaths(data.wasmDir.endsWith('/') ? data.wasmDir : `${data.wasmDir}/`);
    await tf.setBackend('wasm');
    await tf.ready();
    await faceapi.nets.tinyFaceDetector.loadFromDisk(data.modelDir);
    await faceapi.nets.faceLandmark68TinyNet.loadFromDisk(data.modelDir);
    await faceapi.nets.faceRecognitionNet.loadFromDisk(data.modelDir);
  })();
  const analyse = async (request: FaceRequest): Promise<WorkerFace[]> => {
    const { grey, width, height } = request;
    const rgb = new Int32Array(width * height * 3);
    for (let i = 0, o = 0; i < grey.length; i += 1, o += 3) {
      const v = grey[i] as number;
      rgb[o] = v;
      rgb[o + 1] = v;
      rgb[o + 2] = v;
    }
    const picture = tf.tensor3d(rgb, [height, width, 3], 'int32');
    try {
      const options = new faceapi.TinyFaceDetectorOptions({
        inputSize: request.inputSize,
        scoreThreshold: request.minScore,
      });
      const found = (await faceapi
        .detectAllFaces(picture, options)
        .withFaceLandmarks(true)
        .withFaceDescriptors()) as Array<{ detection: { score: number; box: any }; descriptor: Float32Array }>;
      return found
        .sort((a, b) => b.detection.box.area - a.detection.box.area)
        .slice(0, request.maxFaces)
        .map(({ detection, descriptor }) => ({
          x: detection.box.x,
          y: detection.box.y,
          w: detection.box.width,
          h: detection.box.height,
          score: detection.score,
          descriptor: Array.from(descriptor),
        }));
    } finally {
      tf.dispose(picture);
    }
  };
  parentPort?.on('message', (request: FaceRequest) => {
    const started = performance.now();
    ready
      .then(() => analyse(request))
      .then(
        (faces) => parentPort.postMessage({ id: request.id, faces, ms: performance.now() - started }),
        (err: Error) => parentPort.postMessage({ id: request.id, error: String(err?.message ?? err) }),
      );
  });
  /* eslint-enable @typescript-eslint/no-explicit-any */
}
