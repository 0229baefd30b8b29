// The package ships plain CommonJS without types: an object from 4-digit postal code to place (the
// recognizer requires it; the bench imports it).
declare module 'norway-postal-codes' {
  const postalCodes: Readonly<Record<string, string>>;
  export default postalCodes;
}
