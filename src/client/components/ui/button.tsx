import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/client/lib/utils';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-input bg-background hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-muted',
        link: 'text-foreground underline-offset-4 hover:underline',
        // WhatsApp's green with dark text: white on it is 2:1.
        whatsapp: 'bg-[#25D366] text-slate-950 hover:bg-[#1ebe5b]',
        // On a photo, whatever the theme.
        overlay: 'bg-black/40 text-white hover:bg-black/60',
        // Outline over a picture, which shows through a little.
        translucent: 'border border-input bg-background/90 hover:bg-muted',
      },
      // A size owns the height, padding, type size and wrapping, so any of them can differ between sizes.
      size: {
        default: 'h-10 whitespace-nowrap px-4 py-2 text-sm',
        sm: 'h-9 whitespace-nowrap px-3 text-sm',
        // A small button in a narrow column (a product card at 320 px) whose label may be longer in another language.
        'sm-wrap': 'min-h-9 whitespace-normal px-3 py-1.5 text-sm leading-tight',
        lg: 'h-11 whitespace-nowrap px-6 text-base',
        // A long label on a phone takes a second line instead of overflowing.
        'lg-wrap': 'min-h-11 whitespace-normal px-6 py-2 text-base',
        // A link-styled button in line with the text around it.
        inline: 'h-10 whitespace-nowrap px-0 py-2 text-sm',
        icon: 'size-10 whitespace-nowrap text-sm',
        'icon-sm': 'size-9 whitespace-nowrap text-sm',
        'icon-xs': 'size-7 whitespace-nowrap text-sm',
      },
      rounded: {
        md: 'rounded-md',
        full: 'rounded-full',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', rounded: 'md' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export function Button({ className, variant, size, rounded, asChild = false, type, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, rounded }), className);
  // The one child (a link) is drawn as the button: its own props win and the class names join.
  if (asChild)
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  return (
    <button className={classes} type={type ?? 'button'} {...props}>
      {children}
    </button>
  );
}
