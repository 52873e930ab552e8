/** The test-payment page's inline CSS, in the site's palette; no external assets can load offline. */
export const TEST_PAYMENT_CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f1e17;background:#f8f7f0;line-height:1.6}
main{max-width:640px;margin:32px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e3e1d6;border-radius:12px;padding:24px;box-shadow:0 10px 30px rgba(31,30,23,.08)}
.badge{display:inline-block;background:#eec044;color:#1f1e17;font-weight:800;letter-spacing:.08em;padding:4px 12px;border-radius:999px;font-size:.85rem}
h1{font-family:Georgia,'Times New Roman',serif;color:#1f5e3b;margin:12px 0 4px;font-size:1.6rem}
.note{color:#55534a;margin:0 0 16px}
table{width:100%;border-collapse:collapse;margin:16px 0}
caption{text-align:left;font-weight:700;padding-bottom:8px}
th,td{padding:8px 6px;border-bottom:1px solid #e3e1d6;text-align:left}
.num{text-align:right;white-space:nowrap}
tfoot th,tfoot td{font-weight:800;border-bottom:0;font-size:1.1rem}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:8px}
.actions form{margin:0}
button{font:inherit;font-weight:800;min-height:48px;padding:10px 28px;border-radius:999px;border:2px solid #1f5e3b;cursor:pointer}
.pay{background:#1f5e3b;color:#fff}
.pay:hover{background:#174a2e}
.cancel{background:#fff;color:#1f5e3b}
.cancel:hover{background:#f8f7f0}
.order-number{margin:0}
.state{font-weight:700;margin:8px 0 16px}
.button-link{display:inline-block;font-weight:800;padding:10px 28px;border-radius:999px;background:#1f5e3b;color:#fff;text-decoration:none}
.button-link:hover{background:#174a2e}
:focus-visible{outline:3px solid #eec044;outline-offset:2px;box-shadow:0 0 0 5px #1f5e3b}
@media (max-width:480px){.card{padding:16px}th,td{padding:6px 4px}}
`;
