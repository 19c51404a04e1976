export { DataExportPanel } from './data-export-panel';
export { MyDataDownload } from './my-data-download';
