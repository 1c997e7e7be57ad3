local M = {}

local function on_attach(client, buf)
  local map = function(lhs, rhs) vim.keymap.set("n", lhs, rhs, { buffer = buf, silent = true }) end
  map("gd", vim.lsp.buf.definition)
  map("gr", vim.lsp.buf.references)
  map("K", vim.lsp.buf.hover)
  map("<leader>rn", vim.lsp.buf.rename)
  map("<leader>ca", vim.lsp.buf.code_action)
  if client.supports_method("textDocument/formatting") then
    vim.api.nvim_create_autocmd("BufWritePre", {
      buffer = buf,
      callback = function() vim.lsp.buf.format({ bufnr = buf, timeout_ms = 1000 }) end,
    })
  end
end

function M.setup(opts)
  opts = opts or {}
  local ok, lspconfig = pcall(require, "lspconfig")
  if not ok then
    vim.notify("lsp-kit: nvim-lspconfig not installed", vim.log.levels.WARN)
    return
  end
  for _, name in ipairs(opts.servers or {}) do
    lspconfig[name].setup({ on_attach = on_attach })
  end
end

return M
