// A font file imported from TypeScript is its public URL: Vite and Turbopack (rule `*.woff2` → asset) emit the
// file with a content hash and hand back the address.
declare module '*.woff2' {
  const url: string;
  export default url;
}
