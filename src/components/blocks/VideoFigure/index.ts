export * from './VideoFigure'
