'use client'
// The video block's players as their own chunks (issue 10), like LazyCmsForm: a page ships their
// code only when it shows a video. Next preloads the chunk where one is used.
import dynamic from 'next/dynamic'

export const LazyVideoFacade = dynamic(() => import('./VideoFacade').then((m) => m.VideoFacade))
export const LazyFileVideo = dynamic(() => import('./FileVideo').then((m) => m.FileVideo))
