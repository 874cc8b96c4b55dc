'use client'
// The header's Log in and Sign up buttons, in the bar and in the mobile menu alike, each tracked
// (SPEC §2: 'Login Trigger' and 'Signup Requested', from the current path, location 'header').
import { useHeaderTracking } from '@/analytics/useHeaderTracking'
import { Button, type ButtonProps } from '../../ui/Button'

export interface AuthButtonsProps {
  loginHref: string
  signupHref: string
  /** The sign-up button's text: 'Sign up' in the bar, 'Start building' in the menu. */
  signupLabel: string
  size?: ButtonProps['size']
}

export function AuthButtons({ loginHref, signupHref, signupLabel, size }: AuthButtonsProps) {
  const trackHeader = useHeaderTracking()
  return (
    <>
      <Button
        href={loginHref}
        variant="secondary"
        size={size}
        onClick={trackHeader('Login Trigger')}
      >
        Log in
      </Button>
      <Button
        href={signupHref}
        variant="primary"
        size={size}
        onClick={trackHeader('Signup Requested')}
      >
        {signupLabel}
      </Button>
    </>
  )
}
