// What the site uses of rxjs (the cart bus), shared under that name so every container gets the
// same BehaviorSubject class without downloading all of rxjs. See react-router-dom.js.
export { BehaviorSubject, distinctUntilChanged, firstValueFrom, map } from 'facade-source/rxjs';
