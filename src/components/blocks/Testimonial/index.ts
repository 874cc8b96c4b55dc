export * from './Testimonial'
