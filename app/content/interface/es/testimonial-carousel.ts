import type { testimonialCarouselWords as english } from "../testimonial-carousel"
import type { Translation } from "../translation"

/** The testimonial carousel's timing and control labels (Spanish of ../testimonial-carousel.ts). */
export const testimonialCarouselWords = {
  intervalMs: 5000,
  labels: {
    carousel: "Testimonios de clientes",
    carouselRole: "carrusel",
    slideRole: "testimonio",
    previous: "Testimonio anterior",
    next: "Testimonio siguiente",
    pause: "Pausar la rotación automática",
    play: "Iniciar la rotación automática",
    /** "Mostrar testimonio 3 de 6" */
    goTo: "Mostrar testimonio",
    of: "de",
    /** "5 de 5 estrellas" */
    rating: (rating: number, max: number) => `${rating} de ${max} estrellas`,
  },
} satisfies Translation<typeof english>
