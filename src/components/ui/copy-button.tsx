import './copy-button.css'
import { useState } from 'react'
import { Button, type ButtonLook } from './button.tsx'

export interface CopyButtonProps extends Pick<ButtonLook, 'size'> {
  /** What goes on the clipboard. */
  readonly text: string
  /** The button's words: "Copy", "Copy key". */
  readonly label?: string
  /** Its accessible name where the label alone is ambiguous: "Copy the base URL". */
  readonly 'aria-label'?: string
}

type Outcome = { readonly text: string; readonly copied: boolean } | undefined

/**
 * Puts a text on the clipboard. What happened is said beside the button, in a
 * status region: "Copied." or, when the browser has no clipboard or refuses it
 * (an insecure page, a denied permission), how to copy it by hand; it never
 * throws. A new text clears what was said about the old one.
 */
export function CopyButton({ text, label = 'Copy', size, 'aria-label': ariaLabel }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<Outcome>(undefined)
  const copy = async () => {
    try {
      // Absent outside a secure context (http://), though typed as always there.
      const clipboard = navigator.clipboard as Clipboard | undefined
      if (!clipboard) throw new Error('No clipboard')
      await clipboard.writeText(text)
      setOutcome({ text, copied: true })
    } catch {
      setOutcome({ text, copied: false })
    }
  }
  const said = outcome?.text !== text ? '' : outcome.copied ? 'Copied.' : 'Could not copy: select the text and copy it yourself.'
  return (
    <span className="copy-button">
      <Button onClick={() => void copy()} {...(size ? { size } : {})} {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}>
        {label}
      </Button>
      <span role="status" className={outcome?.copied === false ? 'copy-button-status field-error' : 'copy-button-status'}>
        {said}
      </span>
    </span>
  )
}
