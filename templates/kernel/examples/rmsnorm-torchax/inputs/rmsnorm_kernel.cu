// RMSNorm forward, one block per row: the advisory CUDA reference of the example run.
// It is never executed or measured; its ideas reach the planner through ideas_ledger.json.
#include <cuda_runtime.h>

template <int BLOCK>
__global__ void rmsnorm_forward(const float4 *__restrict__ x, const float4 *__restrict__ weight,
                                float4 *__restrict__ y, int hidden4, float eps)
{
    __shared__ float partial[BLOCK / 32];
    const int row = blockIdx.x;
    const float4 *xr = x + size_t(row) * hidden4;
    float sum = 0.f;
    for (int i = threadIdx.x; i < hidden4; i += BLOCK) {
        const float4 v = xr[i];                       // vectorized load, 4 floats per thread
        sum += v.x * v.x + v.y * v.y + v.z * v.z + v.w * v.w;
    }
    for (int offset = 16; offset > 0; offset >>= 1)  // warp-shuffle reduction
        sum += __shfl_down_sync(0xffffffff, sum, offset);
    if ((threadIdx.x & 31) == 0)
        partial[threadIdx.x / 32] = sum;
    __syncthreads();
    if (threadIdx.x < 32) {
        sum = threadIdx.x < BLOCK / 32 ? partial[threadIdx.x] : 0.f;
        for (int offset = 16; offset > 0; offset >>= 1)
            sum += __shfl_down_sync(0xffffffff, sum, offset);
        if (threadIdx.x == 0)
            partial[0] = rsqrtf(sum / (hidden4 * 4) + eps);
    }
    __syncthreads();
    const float scale = partial[0];
    float4 *yr = y + size_t(row) * hidden4;
    for (int i = threadIdx.x; i < hidden4; i += BLOCK) {
        const float4 v = xr[i];
        const float4 w = weight[i];                   // weight re-read per row; cached in L2
        yr[i] = make_float4(v.x * scale * w.x, v.y * scale * w.y, v.z * scale * w.z, v.w * scale * w.w);
    }
}

void launch_rmsnorm(const float *x, const float *weight, float *y, int rows, int hidden, float eps,
                    cudaStream_t stream)
{
    rmsnorm_forward<256><<<rows, 256, 0, stream>>>(reinterpret_cast<const float4 *>(x),
                                                   reinterpret_cast<const float4 *>(weight),
                                                   reinterpret_cast<float4 *>(y), hidden / 4, eps);
}
