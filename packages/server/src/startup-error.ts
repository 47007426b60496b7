// A reason the server cannot start that the operator can fix: printed as one line ("Ruta cannot start:
// ..."), with no stack trace, naming what to change.
export class StartupError extends Error {
  override name = 'StartupError';
}
