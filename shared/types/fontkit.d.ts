/** The one function of fontkit the build's tests use (its own typings are not published with it). */
declare module 'fontkit' {
  export function create(buffer: Uint8Array): unknown;
}
