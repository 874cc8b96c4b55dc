export * from './ImageBlock'
