export * from './ThemeScope'
