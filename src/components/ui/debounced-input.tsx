import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react'
import { TextField } from './form-field.tsx'

/** How long typing must pause before the list asks again: one request per pause, not per keystroke. */
export const typingPauseMs = 250

export interface DebouncedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'defaultValue' | 'onChange'> {
  readonly label: string
  /** The value the list applies (from the URL). */
  readonly value: string
  /** Called once typing pauses, with the text as typed. */
  readonly onValue: (value: string) => void
  readonly error?: string | undefined
  readonly description?: string
  readonly delayMs?: number
}

/**
 * The one debounced text input of the lists. What is typed shows at once; the
 * list follows after a pause. A value changed from outside (Back, a link, a
 * Clear button) replaces the text, but the echo of our own update never
 * overwrites what was typed since.
 */
export function DebouncedInput({ label, value, onValue, error, description, delayMs = typingPauseMs, ...input }: DebouncedInputProps) {
  const [text, setText] = useState(value)
  const sent = useRef(value)
  const onValueRef = useRef(onValue)
  useEffect(() => {
    onValueRef.current = onValue
  }, [onValue])

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value
      setText(value)
    }
  }, [value])

  useEffect(() => {
    if (text === sent.current) return
    const timer = setTimeout(() => {
      sent.current = text
      onValueRef.current(text)
    }, delayMs)
    return () => clearTimeout(timer)
  }, [text, delayMs])

  return (
    <TextField
      {...input}
      label={label}
      value={text}
      error={error}
      {...(description ? { description } : {})}
      onChange={(event) => setText(event.target.value)}
    />
  )
}
