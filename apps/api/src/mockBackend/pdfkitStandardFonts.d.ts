// pdfkit's standard fonts as data, for its browser build; @types/pdfkit describes the Node build only.
declare module 'pdfkit/standard-fonts/*' {
  const font: { name: string };
  export default font;
}
