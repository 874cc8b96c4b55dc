export * from './VisuallyHidden'
