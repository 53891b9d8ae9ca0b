/** The language-model layer's public face: chat composers and content generators implementing core's ports. */
export { createOfflineComposer } from './offline/offline-composer.ts';
export { createOfflineContentGenerator } from './offline/offline-content-generator.ts';
