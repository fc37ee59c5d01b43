// The Download button's module (loaded on click): a step's state → a standalone project → a zip.
export {downloadFiles, type DownloadStep} from './downloadFiles';
export {zipBytes} from './zipBytes';
