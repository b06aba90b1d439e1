"""Writes a tiny random-weight llama-architecture GGUF (char-level SPM vocabulary) for plumbing tests.

Output is gibberish, but llama-server's json_schema grammar forces it into the schema's shape.
Usage: PYTHONPATH=<llama.cpp>/gguf-py python3 tiny_gguf.py out.gguf (tiny-llama-server.sh runs it)
"""
import sys
import numpy as np
import gguf

out = sys.argv[1]
rng = np.random.default_rng(18)
n_embd, n_head, n_layer, n_ff, n_ctx = 64, 4, 2, 128, 32768

tokens, scores, types = [], [], []
def add(text, kind, score=0.0):
    tokens.append(text.encode('utf-8')); scores.append(score); types.append(kind)
add('<unk>', gguf.TokenType.UNKNOWN); add('<s>', gguf.TokenType.CONTROL); add('</s>', gguf.TokenType.CONTROL)
# ASCII byte tokens only (llama.cpp needs <0x0A>): sampled high bytes could form invalid UTF-8,
# which llama-server then refuses to parse as the answer.
for b in range(128):
    add(f'<0x{b:02X}>', gguf.TokenType.BYTE)
add('\u2581', gguf.TokenType.NORMAL, -1.0)  # the SPM space
for c in range(0x21, 0x7F):
    add(chr(c), gguf.TokenType.NORMAL, -1.0)
n_vocab = len(tokens)

w = gguf.GGUFWriter(out, 'llama')
w.add_name('sidecamp-tiny-random')
w.add_context_length(n_ctx)
w.add_embedding_length(n_embd)
w.add_block_count(n_layer)
w.add_feed_forward_length(n_ff)
w.add_head_count(n_head)
w.add_head_count_kv(n_head)
w.add_rope_dimension_count(n_embd // n_head)
w.add_layer_norm_rms_eps(1e-5)
w.add_file_type(gguf.LlamaFileType.ALL_F32)
w.add_vocab_size(n_vocab)
w.add_tokenizer_model('llama')
w.add_token_list(tokens)
w.add_token_scores(scores)
w.add_token_types(types)
w.add_unk_token_id(0); w.add_bos_token_id(1); w.add_eos_token_id(2)
w.add_add_bos_token(True); w.add_add_eos_token(False)
w.add_chat_template("{% for m in messages %}<|{{ m['role'] }}|>{{ m['content'] }}\n{% endfor %}<|assistant|>")

def t(name, *shape):
    w.add_tensor(name, (rng.standard_normal(shape) * 0.02).astype(np.float32))
def ones(name, n):
    w.add_tensor(name, np.ones(n, dtype=np.float32))

t('token_embd.weight', n_vocab, n_embd)
for i in range(n_layer):
    ones(f'blk.{i}.attn_norm.weight', n_embd)
    for p in ('attn_q', 'attn_k', 'attn_v', 'attn_output'):
        t(f'blk.{i}.{p}.weight', n_embd, n_embd)
    ones(f'blk.{i}.ffn_norm.weight', n_embd)
    t(f'blk.{i}.ffn_gate.weight', n_ff, n_embd)
    t(f'blk.{i}.ffn_up.weight', n_ff, n_embd)
    t(f'blk.{i}.ffn_down.weight', n_embd, n_ff)
ones('output_norm.weight', n_embd)
t('output.weight', n_vocab, n_embd)

w.write_header_to_file(); w.write_kv_data_to_file(); w.write_tensors_to_file(); w.close()
print(out, n_vocab, 'tokens')
