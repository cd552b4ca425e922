/** The face engine's network (issue 32): one worker thread running faceWorkerMain — face-api's
 *  detector, landmarks and recognition net on TensorFlow.js's WebAssembly backend, with the models
 *  the @vladmandic/face-api package ships (read from node_modules, nothing fetched) — so no face is
 *  ever analysed on the event loop. Requests wait their turn on the one worker; the worker starts
 *  at the first and ends with close(). */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { OneAtATime } from '../engine/OneAtATime';
import type { GreyPicture } from '../lpr/greyJpeg';
import {
  faceWorkerMain,
  type FaceAnswer,
  type FaceRequest,
  type FaceWorkerData,
  type WorkerFace,
} from './faceWorkerMain';

export type FoundFace = WorkerFace;

export interface FaceOptions {
  /** Detector input size (multiple of 32). */
  inputSize?: number;
  minScore?: number;
  maxFaces?: number;
}

/** Video pictures: faces a tenth of a 360-line picture tall and up. */
export const VIDEO_FACES: Required<FaceOptions> = { inputSize: 416, minScore: 0.5, maxFaces: 4 };
/** Enrolment photos: one face, looked for more finely. */
export const PHOTO_FACES: Required<FaceOptions> = { inputSize: 608, minScore: 0.4, maxFaces: 1 };

/** Where the worker finds the backend, face-api and its models inside node_modules. */
export function faceWorkerData(): FaceWorkerData {
  const wasmPackage = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'));
  const faceApiPackage = path.dirname(require.resolve('@vladmandic/face-api/package.json'));
  return {
    tfjs: require.resolve('@tensorflow/tfjs'),
    wasm: require.resolve('@tensorflow/tfjs-backend-wasm'),
    wasmDir: path.join(wasmPackage, 'dist'),
    faceApi: path.join(faceApiPackage, 'dist', 'face-api.node-wasm.js'),
    modelDir: path.join(faceApiPackage, 'model'),
  };
}

export class FaceNet {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (faces: FoundFace[]) => void; reject: (e: Error) => void }>();
  private readonly turns = new OneAtATime();
  /** How long the worker took for each of the recent requests, ms. */
  lastMs = 0;

  /** Requests waiting or running. */
  get load(): number {
    return this.turns.load;
  }

  get threadId(): number | undefined {
    return this.worker?.threadId;
  }

  /** The faces in a grey picture, largest first. */
  faces(picture: GreyPicture, options: FaceOptions = VIDEO_FACES): Promise<FoundFace[]> {
    return this.turns.run(() => this.ask(picture, { ...VIDEO_FACES, ...options }));
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    for (const { reject } of this.pending.values()) reject(new Error('The face engine stopped'));
    this.pending.clear();
    await worker?.terminate();
  }

  private ask(picture: GreyPicture, options: Required<FaceOptions>): Promise<FoundFace[]> {
    const worker = this.start();
    const id = this.nextId++;
    const request: FaceRequest = {
      id,
      grey: picture.grey,
      width: picture.width,
      height: picture.height,
      ...options,
    };
    return new Promise<FoundFace[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // The worker holds the process open only while it has work: an idle engine never does.
      worker.ref();
      worker.postMessage(request);
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    // The function's own text is the worker's source; a loader that keeps function names (tsx,
    // esbuild's keepNames) wraps them in __name, which the worker defines as a no-op.
    const source = [
      'var __name = (target) => target;',
      `(${faceWorkerMain.toString()})(require, require('node:worker_threads').workerData);`,
    ].join('\n');
    const worker = new Worker(source, { eval: true, workerData: faceWorkerData() });
    worker.on('message', (answer: FaceAnswer) => {
      const waiter = this.pending.get(answer.id);
      if (!waiter) return;
      this.pending.delete(answer.id);
      if (this.pending.size === 0) worker.unref();
      if ('error' in answer) waiter.reject(new Error(answer.error));
      else {
        this.lastMs = answer.ms;
        waiter.resolve(answer.faces);
      }
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const { reject } of this.pending.values()) reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The face engine's worker ended (${code})`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }
}
