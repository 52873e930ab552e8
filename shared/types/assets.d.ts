/** Module declarations for the non-code files webpack bundles (see scripts/webpack/createConfig.js). */
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
