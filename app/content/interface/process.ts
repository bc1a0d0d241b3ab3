/** The words around each step of the process page's cards. */
export const processWords = {
  /** "Step 01" */
  step: "Step",
  duration: "Duration",
  activities: "What happens",
}
