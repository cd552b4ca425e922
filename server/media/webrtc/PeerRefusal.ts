/** A refusal of a camera asked for on a kept connection, told to the console with its code. */
export class PeerRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
