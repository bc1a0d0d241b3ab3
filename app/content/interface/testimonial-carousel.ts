/** The testimonial carousel: its timing, and what its controls say to assistive technology. */
export const testimonialCarouselWords = {
  /** The specification's interval between testimonials. */
  intervalMs: 5000,
  labels: {
    carousel: "Client testimonials",
    /** What a screen reader calls the region and each testimonial in it. */
    carouselRole: "carousel",
    slideRole: "slide",
    previous: "Previous testimonial",
    next: "Next testimonial",
    pause: "Pause automatic rotation",
    play: "Start automatic rotation",
    /** "Show testimonial 3 of 6" */
    goTo: "Show testimonial",
    of: "of",
    /** "5 out of 5 stars" */
    rating: (rating: number, max: number) => `${rating} out of ${max} stars`,
  },
}
