import { Navigate } from 'react-router-dom';

/** Old links to the static contact-us.html reach the contact page (docs/product.md#old-contact-page-address). */
export default function ContactUsRedirect() {
  return <Navigate to="/contact" replace />;
}
