import { expect, test } from 'vitest'
import { loginUrl, logoutUrl } from './auth-urls.ts'

test('login carries the full current URL, encoded', () => {
  expect(loginUrl('https://login.example.edu', 'https://app.example.edu/search/a b?q=x&y=1#top')).toBe(
    'https://login.example.edu/login?redirect_uri=https%3A%2F%2Fapp.example.edu%2Fsearch%2Fa%20b%3Fq%3Dx%26y%3D1%23top',
  )
})

test('logout goes to the auth host, with the optional suffix', () => {
  expect(logoutUrl('https://login.example.edu')).toBe('https://login.example.edu/logout')
  expect(logoutUrl('https://login.example.edu', '?redirect_uri=x')).toBe('https://login.example.edu/logout?redirect_uri=x')
})
