/** The words around each step of the process page's cards. */
export const processLabels = {
  /** "Step 01" */
  step: "Step",
  duration: "Duration",
  activities: "What happens",
}
