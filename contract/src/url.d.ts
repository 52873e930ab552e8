/**
 * The WHATWG URL, which the browser and Node both provide. Declared here, with only what the
 * contract reads, because the package takes neither side's library types (contract/tsconfig.json).
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
  readonly port: string;
}
