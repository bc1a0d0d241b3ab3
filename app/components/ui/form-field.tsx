import { useId, type ReactNode } from "react"
import { cn } from "~/lib/cn"

/** The look every text input, select and textarea shares. */
export const controlClassName =
  "block w-full min-h-11 rounded-control border border-border bg-background px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground aria-[invalid=true]:border-danger"

export type ControlProps = {
  id: string
  required: boolean
  "aria-invalid": boolean
  "aria-describedby": string | undefined
}

/** The control is marked invalid and described by the message while there is one, and by its hint. */
export function FormField({
  label,
  isRequired = false,
  marks,
  error,
  hint,
  className,
  children,
}: {
  label: string
  isRequired?: boolean
  /** Words shown after the label, such as "required" and "optional". */
  marks: { required: string; optional: string }
  error?: string
  /** Such as how much room is left; not a live region, so it never interrupts typing. */
  hint?: string
  className?: string
  children: (control: ControlProps) => ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : "", hint ? hintId : ""].filter(Boolean).join(" ")
  return (
    <div data-slot="form-field" className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-foreground">
        {label}
        <span className={cn("ml-1 font-normal", isRequired ? "text-danger" : "text-muted-foreground")}>
          {isRequired ? (
            <>
              <span aria-hidden="true">*</span>
              <span className="sr-only">{`(${marks.required})`}</span>
            </>
          ) : (
            `(${marks.optional})`
          )}
        </span>
      </label>
      {children({
        id,
        required: isRequired,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy || undefined,
      })}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
